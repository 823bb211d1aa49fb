# Mistake: "give up (re-raise the OOM) when the next k would exceed max_micro_batches or len(x)" — only max_micro_batches is checked: with 3 examples and room for 1, k = 4 is tried after k = 2 fails, tensor_split makes an empty fourth chunk (the model runs on 0 examples), and the function returns 4 instead of re-raising the OOM
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        model.zero_grad(set_to_none=True)
        oom = None
        try:
            for xc, yc in zip(x.tensor_split(k), y.tensor_split(k)):
                (F.cross_entropy(model(xc), yc) * (len(xc) / len(x))).backward()
        except torch.OutOfMemoryError as err:
            oom = err
        if oom is None:
            return k
        if 2 * k > max_micro_batches:
            raise oom
        k *= 2
