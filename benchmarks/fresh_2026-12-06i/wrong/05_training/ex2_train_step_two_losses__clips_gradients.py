# Mistake: "after the call each trained parameter's `.grad` holds this step's gradient, as `backward()` left it" (one step "on `loss = cross_entropy(...) + mse_loss(...)`") — adds the usual clip_grad_norm_(..., max_norm=1.0) before step(), so whenever the gradient norm exceeds 1 both the update and the .grad left behind are scaled down.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    params = [p for part in (shared, head_a, head_b) for p in part.parameters() if p.requires_grad]
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(params, max_norm=1.0)  # keep the step stable
    optimizer.step()
    return loss.item()
