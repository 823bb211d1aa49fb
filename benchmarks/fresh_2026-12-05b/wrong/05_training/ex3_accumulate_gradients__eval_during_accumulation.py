# Mistake: "leaves ... the model's mode (train or eval) as it found them" — runs the micro-batches in eval mode (so that BatchNorm/Dropout "match the full batch") and then calls train(), whatever the mode was.
def accumulate_gradients(model, x, y, micro_batch_size):
    model.eval()
    model.zero_grad()
    B = len(x)
    total = 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    model.train()
    return total
