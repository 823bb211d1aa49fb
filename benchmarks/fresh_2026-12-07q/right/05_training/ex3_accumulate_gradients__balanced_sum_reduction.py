# Right: balanced micro-batches with tensor_split (none larger than micro_batch_size), each loss as reduction="sum" divided by B, gradients cleared by setting .grad = None by hand.
def accumulate_gradients(model, x, y, micro_batch_size):
    B = x.shape[0]
    k = -(-B // micro_batch_size)
    for p in model.parameters():
        p.grad = None
    total = 0.0
    for xb, yb in zip(torch.tensor_split(x, k), torch.tensor_split(y, k)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / B
        loss.backward()
        total += loss.item()
    return float(total)
