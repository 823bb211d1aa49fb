# Mistake: "leaves ... the model's mode (train or eval) as it found it" with "BatchNorm1d and Dropout layers the caller froze in eval mode": calls model.train() and restores with model.train(was_training), so frozen BatchNorm/Dropout run in training mode and come back unfrozen.
def accumulate_gradients(model, x, y, micro_batch_size):
    was_training = model.training
    model.train()
    model.zero_grad()
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb)
        (loss * len(xb) / B).backward()
        total += loss.item() * len(xb) / B
    model.train(was_training)
    return total
