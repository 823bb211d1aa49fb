# Right: zero_grad(set_to_none=True) once; each micro-batch's summed cross-entropy divided by B (= its mean times n / B), backward right after its forward; the running loss kept as a Python float.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.zero_grad(set_to_none=True)
    total = len(x)
    loss_value = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb, reduction="sum") / total
        loss.backward()
        loss_value += loss.item()
    return loss_value
