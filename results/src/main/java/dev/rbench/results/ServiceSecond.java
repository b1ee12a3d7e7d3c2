package dev.rbench.results;

/**
 * Who worked and who waited inside the service during one second of a step, from its {@code /activity} (and
 * {@code /pool}) asked a few times a second: the most of each gauge seen in the second, and the event loops' busy
 * share over it. Null where the stack has no such thing (threads on Netty, loops on Tomcat, a pool without a database).
 *
 * @param inServiceMax          requests inside the service (entered, not yet answered)
 * @param threadsBusyMax        Tomcat workers running a request (platform threads)
 * @param threadsMax            Tomcat's maximum workers, T
 * @param loopsBusyPercent      the event loops' CPU over the second, in % of all loops (100 = every loop busy throughout)
 * @param virtualMountedMax     virtual threads mounted on a carrier
 * @param virtualQueuedMax      virtual threads queued for a carrier
 * @param poolInUseMax          database connections checked out
 * @param poolWaitingMax        requests waiting for a connection
 * @param poolMax               the pool's most connections, N
 */
public record ServiceSecond(Long inServiceMax, Integer threadsBusyMax, Integer threadsMax, Double loopsBusyPercent,
                            Integer virtualMountedMax, Long virtualQueuedMax, Long poolInUseMax, Long poolWaitingMax,
                            Long poolMax) {
}
