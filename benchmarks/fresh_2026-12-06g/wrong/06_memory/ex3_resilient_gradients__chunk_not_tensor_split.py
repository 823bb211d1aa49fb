# Mistake: "split with x.tensor_split(k) (chunks may differ in size by one" — x.chunk(k) looks the same but makes chunks of ceil(N / k) and may return fewer than k of them (6 examples, k = 4: chunk gives 2, 2, 2 where tensor_split gives 2, 2, 1, 1), so the model sees other micro-batch sizes and may fit where it should not
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        failed = False
        model.zero_grad(set_to_none=True)
        try:
            for xc, yc in zip(x.chunk(k), y.chunk(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
        except torch.OutOfMemoryError:
            failed = True
            if 2 * k > max_micro_batches or 2 * k > len(x):
                raise
        if not failed:
            return k
        k *= 2
