# Mistake: "a micro-batch of `n` examples counts `n / B`" (B the number of examples in x) — B is taken as the nominal batch k * micro_batch_size, so when the last micro-batch is smaller (or the only micro-batch is smaller than micro_batch_size) the weights add up to less than 1 and the gradient is too small.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    micro_x, micro_y = x.split(micro_batch_size), y.split(micro_batch_size)
    nominal = len(micro_x) * micro_batch_size
    total = 0.0
    for xb, yb in zip(micro_x, micro_y):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / nominal)
        loss.backward()
        total += loss.item()
    return total
