# Mistake: "leaves ... the model's mode (train or eval) as it found it" (and the BatchNorm/Dropout the caller froze in eval mode): the function starts with model.train() like train_one_epoch, so a model or frozen layer in eval mode leaves in training mode and the frozen BatchNorm/Dropout change the gradients.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad()
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
