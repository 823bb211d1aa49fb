# Mistake: "after the call each trained parameter's `.grad` holds this step's gradient, as `backward()` left it (not cleared again after `step()`)": the gradients are cleared both before and after the step, so every .grad is None after the call.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    (loss_a + loss_b).backward()
    optimizer.step()
    optimizer.zero_grad()                 # leave nothing behind for the next step
    return loss_a.item() + loss_b.item()
