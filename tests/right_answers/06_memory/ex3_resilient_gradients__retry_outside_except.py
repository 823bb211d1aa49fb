# Approach: a for loop over k = 1, 2, 4, ...; the failed attempt's references dropped and the retry made
# outside the except block; reduction="sum" divided by len(x); a named loss variable.
def resilient_gradients(model, x, y, max_micro_batches=64):
    k = 1
    while True:
        for p in model.parameters():
            p.grad = None
        failed = None
        try:
            for xc, yc in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
                loss = F.cross_entropy(model(xc), yc, reduction="sum") / len(x)
                loss.backward()
        except torch.cuda.OutOfMemoryError as err:
            failed = err
        if failed is None:
            return k
        loss = None
        if k * 2 > max_micro_batches or k * 2 > len(x):
            raise failed
        k *= 2
