# Mistake: "leaves `x`, `y` and the model's mode (train or eval) as it found them" (the model may hold "BatchNorm1d and Dropout layers the caller froze in eval mode") — switches the whole model to train() for the step and restores only the top-level flag with model.train(was_training): frozen BatchNorm/Dropout run in training mode (batch statistics, running stats updated, random masks; a micro-batch of one example even raises in BatchNorm) and come back unfrozen.
def accumulate_gradients(model, x, y, micro_batch_size):
    was_training = model.training
    model.train()                                        # an accumulation step is a training step
    model.zero_grad()
    total = 0.0
    try:
        for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
            loss = F.cross_entropy(model(xb), yb)
            (loss * len(xb) / len(x)).backward()
            total += loss.item() * len(xb) / len(x)
    finally:
        model.train(was_training)
    return total
