# Right: clears each part's gradients with module.zero_grad(set_to_none=True) and runs two backward() calls, the first keeping the shared graph with retain_graph=True
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        part.zero_grad(set_to_none=True)
    h = shared(x).relu()
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
