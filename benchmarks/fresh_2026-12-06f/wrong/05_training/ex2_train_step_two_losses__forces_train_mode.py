# Mistake: "run the three parts you were given" / "after the call, `parts` as the reference leaves it" — calls .train() on the three parts "because this is a training step": a BatchNorm or Dropout the caller froze in eval mode is switched back to training (batch statistics used and updated, dropout noise) and stays so.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.train()
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
