# Mistake: "on inputs of shape `(dim,)`, `(batch, dim)` and `(batch, seq, dim)` (a batch of one included; a batch of zero in the 2-D shape ...)" -- flattens x to (x.shape[0], -1) "for the Linear layers", which works for a non-empty (batch, dim) but raises for (batch, seq, dim) with seq > 1, for a (dim,) vector with dim > 1, and for an empty batch (reshape(0, -1) is ambiguous).
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        shape = x.shape
        flat = x.reshape(shape[0], -1)           # Linear wants (batch, features)
        h = self.proj(flat) + 1.0
        g = torch.sigmoid(self.gate(flat)) * self.scale
        out = h * g + flat
        return torch.relu(out).reshape(shape)
