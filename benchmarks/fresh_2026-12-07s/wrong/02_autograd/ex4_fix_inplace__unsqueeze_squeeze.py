# Mistake: "on inputs of shape ... `(batch, dim)` and `(batch, seq, dim)` (a batch of one included) ... keep every shape (no `squeeze()`)": a (dim,) input is lifted to a batch and the batch dimension squeezed off afterwards unconditionally, so a batch of one loses its leading dimension.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        if x.dim() == 1:
            x = x.unsqueeze(0)
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale
        out = h * g
        out += x
        return torch.relu_(out).squeeze(0)
