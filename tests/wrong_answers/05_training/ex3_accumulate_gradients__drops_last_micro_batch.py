# Diagnosis: examples-left-out
# Pitfall: B // micro_batch_size micro-batches: the last, smaller one is silently dropped.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    k = max(1, len(x) // micro_batch_size)
    total = 0.0
    for j in range(k):
        xb = x[j * micro_batch_size:(j + 1) * micro_batch_size]
        yb = y[j * micro_batch_size:(j + 1) * micro_batch_size]
        loss = F.cross_entropy(model(xb), yb) / k
        loss.backward()
        total += loss.item()
    return total
