# Mistake: "a batch of one included ... keep every shape (no `squeeze()`)" -- a single vector is given a batch dimension and squeeze(0) removes it again unconditionally, so a (1, dim) or (1, seq, dim) input loses its batch dimension.
class GatedBlock(GatedBlockBroken):
    def forward(self, x):
        x = x.unsqueeze(0) if x.dim() == 1 else x
        h = self.proj(x)
        h += 1.0
        g = torch.sigmoid(self.gate(x)) * self.scale
        out = h * g
        out += x
        return torch.relu_(out).squeeze(0)
