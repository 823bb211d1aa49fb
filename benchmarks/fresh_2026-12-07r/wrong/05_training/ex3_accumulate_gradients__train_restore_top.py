# Mistake: "leaves ... the model's mode (train or eval) as it found them" (with "BatchNorm1d and Dropout layers the caller froze in eval mode") — switches to model.train() for the backward passes and restores only the top-level flag, so frozen BatchNorm/Dropout layers run and stay in training mode.
def accumulate_gradients(model, x, y, micro_batch_size):
    was_training = model.training
    model.train()
    model.zero_grad()
    B = x.shape[0]
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * xb.shape[0] / B
        loss.backward()
        total += loss.item()
    model.train(was_training)
    return total
