# Mistake: "leaves ... the model's mode (train or eval) as it found it" with "BatchNorm1d and Dropout layers the caller froze in eval mode" — it switches the model to train() for the step and restores only the top-level flag with model.train(was_training): the frozen BatchNorm and Dropout run in training mode (batch statistics, random masks, running stats updated) and stay in training mode afterwards.
def accumulate_gradients(model, x, y, micro_batch_size):
    was_training = model.training
    model.train()
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weight = len(xb) / len(x)
        loss = F.cross_entropy(model(xb), yb) * weight
        loss.backward()
        total += loss.item()
    model.train(was_training)
    return total
