# Mistake: "doing **one** optimisation step ... on `loss = cross_entropy(...) + mse_loss(...)`" and ".grad holds this step's gradient, as `backward()` left it" — it adds gradient clipping to norm 1 "for stability": when the gradient norm is above 1 the step is smaller than the loss's gradient asks and .grad is rescaled.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    params = [p for part in (shared, head_a, head_b) for p in part.parameters() if p.grad is not None]
    torch.nn.utils.clip_grad_norm_(params, max_norm=1.0)
    optimizer.step()
    return loss.item()
