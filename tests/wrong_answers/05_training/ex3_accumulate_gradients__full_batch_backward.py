# Diagnosis: no-micro-batches
# Pitfall: one full-batch backward: the right gradient, but the whole batch is in memory at once.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    loss = F.cross_entropy(model(x), y)
    loss.backward()
    return loss.item()
