# Right: two backward() calls (the first with retain_graph=True, since both go through h), whose gradients add up in .grad after one zero_grad() at the start; the modes are left as the caller set them.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad(set_to_none=True)
    h = torch.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
