# Diagnosis: dtype-or-layout
# Pitfall: x.float() "to match the weights": a float64 model gets a float32 input and the matmul raises.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = shared(x.float()).relu()
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg.float())
    loss.backward()
    optimizer.step()
    return loss.item()
