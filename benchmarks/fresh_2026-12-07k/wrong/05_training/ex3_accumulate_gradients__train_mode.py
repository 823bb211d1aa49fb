# Mistake: "leaves x, y and the model's mode (train or eval) as it found it": the model is switched to train() first, which also wakes the BatchNorm and Dropout layers the caller froze in eval mode (batch statistics, random masks, running statistics updated) and leaves them in training mode
def accumulate_gradients(model, x, y, micro_batch_size):
    model.train()
    model.zero_grad()
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        weight = len(xb) / len(x)
        loss = F.cross_entropy(model(xb), yb)
        (loss * weight).backward()
        total += loss.item() * weight
    return total
