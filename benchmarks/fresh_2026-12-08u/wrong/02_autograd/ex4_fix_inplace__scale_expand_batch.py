# Mistake: "on inputs of shape `(dim,)`, `(batch, dim)` and `(batch, seq, dim)`": scale is expanded to (x.shape[0], dim), the 2-D case's batch, so a (B, S, D) input with B > 1 and S not in {1, B} (e.g. (3, 2, D) or (2, 0, D)) fails with a broadcasting error, and a (D,) input returns a (D, D) output.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        h = self.proj(x)
        h += 1.0
        scale = self.scale.expand(x.shape[0], -1)
        g = torch.sigmoid(self.gate(x)) * scale
        out = h * g
        out += x
        return torch.relu_(out)
