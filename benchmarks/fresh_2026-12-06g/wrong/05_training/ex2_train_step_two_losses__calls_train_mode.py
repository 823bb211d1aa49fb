# Mistake: "after the call, parts as the reference leaves it" (parts "in train or in eval mode", with "a BatchNorm1d or a Dropout the caller froze in eval mode") — a training step that starts with .train() on the three parts unfreezes the caller's frozen BatchNorm/Dropout (statistics updated, dropout noise) and leaves eval-mode parts in training mode
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.train()
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
