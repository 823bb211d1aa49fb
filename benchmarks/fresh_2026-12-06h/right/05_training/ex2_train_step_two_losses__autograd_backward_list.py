# Right: one torch.autograd.backward call on the list [loss_a, loss_b] (their gradients are summed through the shared graph without retain_graph), gradients cleared beforehand by setting every optimizer parameter's .grad to None, and the float returned as the sum of the two .item() values.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for group in optimizer.param_groups:
        for p in group["params"]:
            p.grad = None
    h = F.relu(shared(x))
    loss_a = F.cross_entropy(head_a(h), y_class)
    loss_b = F.mse_loss(head_b(h), y_reg)
    torch.autograd.backward([loss_a, loss_b])
    optimizer.step()
    return (loss_a + loss_b).item()
