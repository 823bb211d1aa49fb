# Mistake: "`y_reg`: a tensor of shape `(N, R)`" with loss `mse_loss(head_b(h), y_reg)` — the regression output is squeezed to (N,) "to match a 1-D target", so against a (N, 1) y_reg mse_loss broadcasts to (N, N) and averages every prediction against every target (only a batch of one is right).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h).squeeze(-1), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
