# Approach: two backward() calls, the first keeping the shared graph; each module cleared itself.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for module in (shared, head_a, head_b):
        module.zero_grad()
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_a.backward(retain_graph=True)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
