# Diagnosis: loss-not-divided
# Pitfall: the micro-batch losses are not weighted: gradients about k times too large.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb)
        loss.backward()
        total += loss.item() * len(xb) / len(x)
    return total
