# Diagnosis: batch-of-one
# Pitfall: h.squeeze() "to tidy the shape": a batch of one example loses its batch dimension and cross_entropy sees one unbatched sample.
def train_step_two_losses(shared, head_a, head_b, optimizer, x, y_class, y_reg):
    optimizer.zero_grad()
    h = shared(x).relu().squeeze()
    loss = F.cross_entropy(head_a(h), y_class) + F.mse_loss(head_b(h), y_reg)
    loss.backward()
    optimizer.step()
    return loss.item()
