# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found it" -- it calls model.train() first, as a training step does, so a model that arrived in eval mode (with its BatchNorm/Dropout frozen) runs and leaves in training mode, and BatchNorm then normalises with micro-batch statistics.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad(set_to_none=True)
    B, total = len(x), 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
