# Mistake: "leaves ... the model's mode (train or eval) as it found them": the learner switches to eval "for stable gradients" and restores only the top-level flag with model.train(was_training), which also flips a BatchNorm or Dropout the caller froze in eval mode back to training.
def accumulate_gradients(model, x, y, micro_batch_size):
    was_training = model.training
    model.eval()
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / len(x))
        loss.backward()
        total += loss.item()
    model.train(was_training)
    return total
