# Mistake: "a micro-batch of `n` examples counts `n / B`" — backpropagates every micro-batch mean at full weight, so gradients are k times too large
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        total += loss.item() * len(xb)
    return total / len(x)
