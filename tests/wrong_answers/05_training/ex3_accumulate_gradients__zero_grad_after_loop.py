# Diagnosis: gradients-cleared
# Pitfall: "clean up" with zero_grad() after the loop: the accumulated gradients are thrown away.
def accumulate_gradients(model, x, y, micro_batch_size):
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        loss.backward()
        total += loss.item()
    model.zero_grad()
    return total
