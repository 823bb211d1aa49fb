# Right: clears every parameter's .grad by hand, runs `shared` once per loss (allowed by the prompt; its layers here are deterministic) so that each backward() has its own graph and needs no retain_graph, then one step
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    for part in (shared, head_a, head_b):
        for p in part.parameters():
            p.grad = None
    loss_a = F.cross_entropy(head_a(F.relu(shared(x))), y_class)
    loss_a.backward()
    loss_b = F.mse_loss(head_b(F.relu(shared(x))), y_reg)
    loss_b.backward()
    optimizer.step()
    return float(loss_a.detach() + loss_b.detach())
