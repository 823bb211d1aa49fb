# Right: two backward calls that accumulate into the cleared gradients, the first with retain_graph=True so the shared graph survives for the second; a single step afterwards
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = torch.relu(shared(x))
    loss_class = F.cross_entropy(head_a(h), y_class)
    loss_reg = F.mse_loss(head_b(h), y_reg)
    loss_class.backward(retain_graph=True)
    loss_reg.backward()
    optimizer.step()
    return loss_class.item() + loss_reg.item()
