# Mistake: "run the three parts you were given, each in the mode (train or eval) the caller left it in: do not call `.train()` or `.eval()`": the step starts by putting the three parts in training mode, as train_one_epoch does, which switches on a BatchNorm or Dropout the caller froze in eval mode (and leaves it on).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.train()
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
