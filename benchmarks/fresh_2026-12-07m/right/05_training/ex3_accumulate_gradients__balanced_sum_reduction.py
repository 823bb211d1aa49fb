# Right: splits into balanced micro-batches with tensor_split (each at most micro_batch_size), and weights with reduction="sum" divided by B instead of mean times n/B.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    B = x.shape[0]
    k = -(-B // micro_batch_size)
    total = None
    for xb, yb in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total = loss.detach() if total is None else total + loss.detach()
    return float(total)
