# Diagnosis: zero-grad-inside-loop
# Pitfall: clearing inside the loop keeps only the last micro-batch's gradient.
def accumulate_gradients(model, x, y, micro_batch_size):
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        model.zero_grad()
        loss = F.cross_entropy(model(xb), yb) * len(xb) / len(x)
        loss.backward()
        total += loss.item()
    return total
