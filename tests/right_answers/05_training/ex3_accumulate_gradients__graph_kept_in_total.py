# Right (fresh batch u, written as wrong): summing the weighted losses without detach keeps each micro-batch's graph nodes but none of its saved tensors (backward freed them), so only one micro-batch's activations are alive at a time.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad()
    B = len(x)
    total = 0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * len(xb) / B
        loss.backward()
        total = total + loss
    return total.item()
