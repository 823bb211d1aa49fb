# Diagnosis: divided-by-k
# Pitfall: each loss divided by the number of micro-batches although the last one is smaller.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    micro_batches = list(zip(x.split(micro_batch_size), y.split(micro_batch_size)))
    k = len(micro_batches)
    total = 0.0
    for xb, yb in micro_batches:
        loss = F.cross_entropy(model(xb), yb) / k
        loss.backward()
        total += loss.item()
    return total
