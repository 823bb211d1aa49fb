# Mistake: "Return the total loss as a Python float." — the function returns the detached 0-d loss tensor (loss.detach()), which prints and compares like a number but is a torch.Tensor (on the parts' device, in their dtype).
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return (loss_a + loss_b).detach()
