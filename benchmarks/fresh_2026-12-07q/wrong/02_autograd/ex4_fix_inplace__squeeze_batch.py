# Mistake: "`x` may have none, one or two leading dimensions ... keep every shape (no `squeeze()`)": the 1-D case is handled by adding a batch dimension and squeezing dimension 0 at the end unconditionally, so a (1, D) batch comes back as (D,) and (1, S, D) as (S, D).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        if x.dim() == 1:
            x = x.unsqueeze(0)
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale
        out = h * g
        out += x
        return torch.relu_(out).squeeze(0)
