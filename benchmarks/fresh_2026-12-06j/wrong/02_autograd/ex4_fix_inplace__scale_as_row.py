# Mistake: "keep every shape" for x of shape (D,), (N, D) or (B, S, D): the per-feature scale is made a (1, D) row to broadcast over the batch, so a single (D,) vector comes back as (1, D).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x))
        g = g * self.scale.unsqueeze(0)        # one scale per feature, for every row of the batch
        out = h * g
        out += x
        return torch.relu_(out)
