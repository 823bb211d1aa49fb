# Mistake: "a frozen parameter holds no `.grad` before the call and none after" — calls model.requires_grad_(True) first "to make sure every parameter gets a gradient", which unfreezes the frozen weight (it now gets a .grad and stays trainable).
def accumulate_gradients(model, x, y, micro_batch_size):
    model.requires_grad_(True)
    model.zero_grad()
    B, total = len(x), 0.0
    for xb, yb in zip(x.split(micro_batch_size), y.split(micro_batch_size)):
        loss = F.cross_entropy(model(xb), yb) * (len(xb) / B)
        loss.backward()
        total += loss.item()
    return total
