# Mistake: "after the call each trained parameter's `.grad` holds this step's gradient, as `backward()` left it" (one step on the loss's gradients) — clips the gradient norm at a "safe" 10 out of habit: harmless on ordinary targets, but with regression targets around 100 ("a gradient far larger than 1") the update and the .grad differ.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = F.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    params = [p for part in (shared, head_a, head_b) for p in part.parameters()]
    torch.nn.utils.clip_grad_norm_(params, max_norm=10.0)
    optimizer.step()
    return loss.item()
