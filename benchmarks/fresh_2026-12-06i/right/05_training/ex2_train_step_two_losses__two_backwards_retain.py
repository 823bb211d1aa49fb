# Right: two backward() calls that accumulate into .grad, the first with retain_graph=True so the shared part survives for the second; gradients cleared by setting every optimised parameter's .grad to None.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    loss_a.backward(retain_graph=True)
    loss_b.backward()
    optimizer.step()
    return loss_a.item() + loss_b.item()
