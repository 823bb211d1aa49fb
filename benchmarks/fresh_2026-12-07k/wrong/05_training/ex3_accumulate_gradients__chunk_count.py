# Mistake: "the model never sees more than micro_batch_size examples at once": x.chunk(micro_batch_size) cuts micro_batch_size pieces of ceil(B / micro_batch_size) examples, which is more than micro_batch_size whenever B > micro_batch_size² (B = 9, micro_batch_size = 2: pieces of 5; micro_batch_size = 1: the whole batch)
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    total = 0.0
    for xb, yb in zip(x.chunk(micro_batch_size), y.chunk(micro_batch_size)):
        share = xb.shape[0] / x.shape[0]
        loss = F.cross_entropy(model(xb), yb) * share
        loss.backward()
        total += loss.item()
    return total
